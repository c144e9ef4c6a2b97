#!/usr/bin/env python3
"""make check-imports: every target declares what it imports and imports what it declares.

For each package (by default this one, every package under Products/ and
Examples/HelloPlugin) the script reads the manifest through `swift package dump-package`
and the `import` lines of each target's Swift sources, and fails, naming the target and
the module, when
  - a source imports a module of the package graph the target does not declare
    (a module reached only through another dependency is not declared);
  - a target declares a module none of its sources imports (an executable a test runs
    is a build-order dependency, not an import, and is left out);
  - a dependency points up the module map (DESIGN.md, "Modules and who may import
    whom"): a framework module may depend only on what the map lets it reach, a feature
    plugin only on Trellis, TrellisImages and C libraries, nothing in Sources/ on a plugin.

Toolchain modules (Foundation, Glibc, Testing, XCTest...) are not checked: only modules
that are targets of the package or of the packages it depends on. Imports inside
multi-line string literals (the templates of `trellis new`) and comments are skipped.

Usage: Scripts/check-imports.py [PACKAGE_DIR ...]
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The module map of DESIGN.md: what each framework module may declare directly.
# A module may also declare anything those reach (TrellisCore may import TrellisTerminal,
# which it reaches through TrellisUI), never something they do not reach.
FRAMEWORK = {
    "TrellisRx": [],
    "TrellisRxTest": ["TrellisRx"],
    "TrellisTerminal": ["CUtf8proc", "CSignalStack"],
    "TrellisUI": ["TrellisRx", "TrellisTerminal"],
    "TrellisServices": ["TrellisRx", "CSQLite"],
    "TrellisImages": ["TrellisUI", "TrellisServices", "CChafa", "CStbImage", "CTurboJPEG", "CWebP"],
    "TrellisCore": ["TrellisRx", "TrellisUI", "TrellisServices"],
    "TrellisTesting": ["TrellisCore", "TrellisRxTest"],
    "Trellis": ["TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "TrellisCore"],
}
# What a feature plugin may declare besides C libraries of its own.
PLUGIN_MAY_USE = {"Trellis", "TrellisImages"}
PLUGINS = {"Counters", "TaskList", "RepoSearch", "PhotoGallery"}

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def reachable(module):
    """The modules `module` may declare: the closure of FRAMEWORK's arrows."""
    seen, stack = set(), list(FRAMEWORK.get(module, []))
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack.extend(FRAMEWORK.get(name, []))
    return seen


def dump(package_dir, cache={}):
    path = os.path.realpath(package_dir)
    if path not in cache:
        result = subprocess.run(
            [os.environ.get("SWIFT", "swift"), "package", "dump-package", "--package-path", path],
            capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"check-imports: cannot read {path}/Package.swift:\n{result.stderr}")
        cache[path] = json.loads(result.stdout)
    return path, cache[path]


def target_closure(manifest, names):
    """The targets `names` and every target of the same package they depend on."""
    targets = {t["name"]: t for t in manifest["targets"]}
    seen, stack = set(), list(names)
    while stack:
        name = stack.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        for dependency in targets[name]["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target"):
                stack.append(value[0])
    return seen


def dependency_packages(path, manifest):
    """Each package dependency's dump, by the names a `.product(package:)` may use."""
    packages = {}
    for dependency in manifest.get("dependencies", []):
        kind, values = next(iter(dependency.items()))
        if kind != "fileSystem":
            continue
        entry = values[0]
        location = entry.get("path")
        dep_path, dep_manifest = dump(os.path.join(path, location) if location else path)
        for key in (entry.get("nameForTargetDependencyResolutionOnly"), entry.get("identity"),
                    dep_manifest["name"], os.path.basename(dep_path)):
            if key:
                packages[key.lower()] = dep_manifest
    return packages


def product_modules(packages, product, package):
    manifest = packages.get((package or "").lower())
    candidates = [manifest] if manifest else packages.values()
    for manifest in candidates:
        for entry in manifest["products"]:
            if entry["name"] == product:
                return target_closure(manifest, entry["targets"])
    return None


def imports_of(directory, exclude):
    """(module, file) for each import line of the Swift files under `directory`."""
    found = []
    for folder, subfolders, files in os.walk(directory, followlinks=True):
        subfolders[:] = sorted(s for s in subfolders if not s.startswith("."))
        for name in sorted(files):
            file = os.path.join(folder, name)
            if not name.endswith(".swift") or any(
                    os.path.relpath(file, directory).startswith(e) for e in exclude):
                continue
            in_string = in_comment = False
            with open(file, encoding="utf-8") as text:
                for line in text:
                    if in_comment:
                        in_comment = "*/" not in line
                        continue
                    if not in_string:
                        match = IMPORT.match(line)
                        if match:
                            found.append((match.group(1), file))
                        elif line.lstrip().startswith("/*"):
                            in_comment = "*/" not in line
                    if line.count('"""') % 2 == 1:
                        in_string = not in_string
    return found


def check(package_dir):
    path, manifest = dump(package_dir)
    packages = dependency_packages(path, manifest)
    targets = {t["name"]: t for t in manifest["targets"]}
    graph_modules = set(targets)
    for dep_manifest in packages.values():
        graph_modules |= {t["name"] for t in dep_manifest["targets"]}
    problems = []
    label = os.path.relpath(path, ROOT) if path != ROOT else "."
    for name, target in targets.items():
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        declared = {}  # dependency as written -> the modules it brings
        direct = set()  # the targets named, and the modules imported through products
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target") and value[0] in targets:
                declared[value[0]] = {value[0]}
                direct.add(value[0])
                continue
            product, package = value[0], value[1] if kind == "product" else None
            modules = product_modules(packages, product, package)
            if modules is None:
                problems.append(f"{label}: target {name}: no product {product} is known")
                continue
            declared[f"product {product}"] = modules
        declared_modules = set().union(*declared.values()) if declared else set()
        default = "Tests" if target["type"] == "test" else "Sources"
        directory = os.path.join(path, target.get("path") or f"{default}/{name}")
        imported = {}
        for module, file in imports_of(directory, target.get("exclude") or []):
            if module in graph_modules and module != name:
                imported.setdefault(module, os.path.relpath(file, ROOT))
        for module, file in sorted(imported.items()):
            if module not in declared_modules:
                problems.append(
                    f"{label}: target {name} imports {module} ({file}) but does not declare it")
        for written, modules in sorted(declared.items()):
            # An executable a test runs is a build-order dependency, not an import.
            if any(targets.get(m, {}).get("type") == "executable" for m in modules):
                continue
            if not modules & imported.keys():
                problems.append(f"{label}: target {name} declares {written} but imports it nowhere")
        # Through a product, what the target takes is what it imports from it.
        for written, modules in declared.items():
            if written.startswith("product "):
                direct |= modules & imported.keys()
        problems += layering(label, name, direct, targets)
    return problems


def layering(label, name, declared, targets):
    """Dependencies pointing up the module map."""
    problems = []
    system = {n for n, t in targets.items() if t["type"] == "system"}
    if name in FRAMEWORK:
        allowed = reachable(name)
        for module in sorted(declared - allowed):
            problems.append(
                f"{label}: target {name} depends on {module}, which the module map does not let "
                f"it reach (it may use {', '.join(sorted(allowed)) or 'only the toolchain'})")
    elif name in PLUGINS:
        for module in sorted(declared - PLUGIN_MAY_USE - system - FRAMEWORK.keys()
                             - {"Trellis"}):
            problems.append(f"{label}: plugin {name} depends on {module}; a plugin uses only "
                            "Trellis, TrellisImages and C libraries of its own")
        for module in sorted(declared & (FRAMEWORK.keys() - PLUGIN_MAY_USE)):
            problems.append(f"{label}: plugin {name} depends on {module}; a plugin imports "
                            "Trellis, which re-exports it")
    return problems


def main(arguments):
    if arguments:
        packages = arguments
    else:
        products = os.path.join(ROOT, "Products")
        packages = [ROOT] + sorted(
            os.path.join(products, p) for p in os.listdir(products)
            if os.path.exists(os.path.join(products, p, "Package.swift"))
        ) if os.path.isdir(products) else [ROOT]
        hello = os.path.join(ROOT, "Examples", "HelloPlugin")
        if os.path.exists(os.path.join(hello, "Package.swift")):
            packages.append(hello)
    problems = []
    for package in packages:
        problems += check(package)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} mismatch(es) between Package.swift and the imports")
        return 1
    print(f"check-imports: the declared dependencies match the imports in {len(packages)} "
          "package(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
