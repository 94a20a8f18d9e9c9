"""Execute every notebook on the embedded model and store it WITH its outputs.

    python notebooks/execute.py            # all notebooks
    python notebooks/execute.py 02 04      # the ones whose names start with these prefixes

A reader on a code host sees the real outputs. Each stored notebook records the sha256 of its
code cells' sources in ``metadata.prompt_toolcall.source_sha256``; the test suite recomputes it,
so a code cell edited without re-running this script fails CI (the outputs would no longer be
the ones that code produced). The suite also re-executes every notebook, so a stored output
cannot hide a cell that now fails.
"""

from __future__ import annotations

import hashlib
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from ipykernel.kernelspec import write_kernel_spec
from nbclient import NotebookClient

NOTEBOOK_DIR = Path(__file__).resolve().parent
METADATA_KEY = "prompt_toolcall"
CELL_TIMEOUT_S = 900


def source_digest(nb: nbformat.NotebookNode) -> str:
    """sha256 over the code cells' sources, in order (markdown edits do not need a re-run)."""
    digest = hashlib.sha256()
    for cell in nb.cells:
        if cell.cell_type == "code":
            digest.update(cell.source.encode("utf-8"))
            digest.update(b"\x00")
    return digest.hexdigest()


def execute(path: Path, jupyter_dir: Path) -> float:
    """Run one notebook top to bottom and write it back with outputs; returns seconds taken."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=CELL_TIMEOUT_S,
        startup_timeout=120,
        resources={"metadata": {"path": str(NOTEBOOK_DIR)}},
    )
    start = time.perf_counter()
    client.execute()
    seconds = time.perf_counter() - start
    nb.metadata[METADATA_KEY] = {"source_sha256": source_digest(nb)}
    nbformat.write(nb, path)
    return seconds


def main(argv: list[str]) -> int:
    import os

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_kernel_spec(
            root / "kernels" / "python3",
            overrides={"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]},
        )
        os.environ["JUPYTER_PATH"] = str(root)
        paths = sorted(NOTEBOOK_DIR.glob("*.ipynb"))
        if argv:
            paths = [p for p in paths if any(p.name.startswith(a) for a in argv)]
        for path in paths:
            print(f"{path.name}: {execute(path, root):.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
