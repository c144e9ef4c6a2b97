#!/usr/bin/env python3
"""Counts the blocking I/O calls the test suite made on the main thread of an interactive app.

In debug builds, Trellis's own database, file, settings and git entry points report a call
on the main thread while an app is interactive (see `MainThreadIO` in TrellisServices); when
the environment variable TRELLIS_MAIN_THREAD_IO_LOG names a file, each distinct report of a
process is appended to it as one line. `make test` runs the suite with it set, then this
script prints the count, "main-thread I/O: N", and the reports, and fails when N is above 0.

Run: python3 Scripts/check-main-thread-io.py LOG
"""

import pathlib
import sys


def main():
    if len(sys.argv) != 2:
        print("usage: check-main-thread-io.py LOG", file=sys.stderr)
        return 2
    log = pathlib.Path(sys.argv[1])
    # No file: no process reported anything.
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    reports = [line for line in lines if line.strip()]
    print(f"main-thread I/O: {len(reports)}")
    for report in reports:
        print(f"  {report}", file=sys.stderr)
    if reports:
        print(
            "the main thread did blocking I/O while an app was interactive: move each call above "
            "to a background scheduler (subscribe(on:)), or load its screen with a DeferredScreen",
            file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
