#!/usr/bin/env python3
"""Counts the places where Trellis tells Swift's concurrency checker to trust it.

Two escape hatches are counted in the shipped code (Sources, Plugins, Examples, Tools,
Benchmarks; not Tests):

- `@unchecked Sendable`: each one must say, in the comment just above the type, what keeps
  it safe: its lock ("`state`, a `Mutex`, guards ..."), the queue or thread it is confined
  to, or that it is immutable;
- `nonisolated(unsafe)`: each one must carry a comment on the line above or at the end
  of its line.

The counts are printed, and checked against Scripts/unchecked-ceiling.txt: a count above
its ceiling fails (lower the ceiling when a count goes down, never raise it without a
reason in the commit). Run: python3 Scripts/check-unchecked.py
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ["Sources", "Plugins", "Examples", "Tools", "Benchmarks"]
CEILING = ROOT / "Scripts" / "unchecked-ceiling.txt"
# Words that name what keeps an `@unchecked Sendable` type safe, and how far from the
# declaration the comment saying so may be.
GUARD_WORDS = ("mutex", "atomic", "lock", "guard", "queue", "thread", "immutable", "never change")
REASON_REACH_ABOVE = 12
REASON_REACH_BELOW = 3


def swift_files():
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            if ".build" not in path.parts and path.is_file() and not path.is_symlink():
                yield path


def unchecked_without_reason(lines, index):
    """Whether the `@unchecked Sendable` on line `index` lacks its reason: a comment near it
    (the doc comment above the declaration, the line itself, or the first lines of the body)
    must say what keeps it safe, naming its lock (a `Mutex`, an `Atomic`, the queue or
    thread it is confined to), or that what it holds never changes."""
    window = lines[max(0, index - REASON_REACH_ABOVE) : index + REASON_REACH_BELOW + 1]
    text = " ".join(line.split("//", 1)[1].lower() for line in window if "//" in line)
    return not any(word in text for word in GUARD_WORDS)


def unsafe_without_comment(lines, index):
    """Whether the `nonisolated(unsafe)` on line `index` has no comment saying why."""
    if "//" in lines[index].split("nonisolated(unsafe)", 1)[1]:
        return False
    return not (index > 0 and lines[index - 1].lstrip().startswith("//"))


def main():
    counts = {"@unchecked Sendable": 0, "nonisolated(unsafe)": 0}
    problems = []
    for path in swift_files():
        lines = path.read_text(encoding="utf-8").split("\n")
        relative = path.relative_to(ROOT)
        for index, line in enumerate(lines):
            code = line.split("//", 1)[0]
            if re.search(r"@unchecked\s+Sendable", code):
                counts["@unchecked Sendable"] += 1
                if unchecked_without_reason(lines, index):
                    problems.append(
                        f"{relative}:{index + 1}: @unchecked Sendable without its reason: say "
                        "in the comment above it what guards it (its Mutex, its queue) or that it "
                        "never changes")
            if "nonisolated(unsafe)" in code:
                counts["nonisolated(unsafe)"] += 1
                if unsafe_without_comment(lines, index):
                    problems.append(
                        f"{relative}:{index + 1}: nonisolated(unsafe) without a comment: say on "
                        "the line above why nothing else reaches the value")

    ceilings = {}
    for line in CEILING.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, value = line.rsplit(":", 1)
            ceilings[name.strip()] = int(value)

    for name, count in counts.items():
        ceiling = ceilings.get(name)
        print(f"{name}: {count} (ceiling {ceiling})")
        if ceiling is not None and count > ceiling:
            problems.append(
                f"{name}: {count} is above the ceiling of {ceiling} in {CEILING.name}; guard the "
                "new state with a Mutex or an actor instead, or explain in the commit")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
