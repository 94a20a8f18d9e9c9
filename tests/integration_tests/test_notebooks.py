"""Run every notebook in ``notebooks/`` top to bottom with nbclient; a cell error fails the test.

Data flow::

    notebooks/*.ipynb (stored WITH outputs by `python notebooks/execute.py`)
      -> test_notebooks_are_stored_executed: the expected set, nbformat-valid, every code cell
         ran and shows its output, and the code is the code that produced them (sha256 of
         the code cells recorded by execute.py)
      -> test_notebook_runs[name]: a ``python3`` kernel spec written to a temp dir put first
         on JUPYTER_PATH, whose argv is THIS interpreter (sys.executable -m ipykernel_launcher),
         so the kernel sees the same venv as pytest even when the venv is not activated (the
         venv's own ``python3`` spec says plain ``python``: whatever comes first on PATH)
         -> NotebookClient(timeout per cell, cwd notebooks/) -> executed copy in tmp_path
         -> nbclient owns the kernel manager and shuts the kernel down gracefully, so a
            notebook's atexit hooks run (05 stops its server that way when a cell fails)
         -> CellExecutionError / CellTimeoutError -> pytest.fail naming the cell

The notebooks load the embedded model themselves (0.5B, the 1.5B only where 01 says so), so
the run test is marked ``model``. The stored files are never written back by a test.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest
from ipykernel.kernelspec import write_kernel_spec
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError

NOTEBOOK_DIR = Path(__file__).resolve().parents[2] / "notebooks"

EXPECTED = (
    "01_quickstart_langchain.ipynb",
    "02_langchain_agent.ipynb",
    "03_llamaindex_workflow.ipynb",
    "04_dialects.ipynb",
    "05_remote_model.ipynb",
)
"""The notebooks the README links; a missing or renamed one fails here."""

CELL_TIMEOUT_S = 600
"""Per-cell limit. Measured on a quiet 2-core machine the slowest cell (05's server start
plus the first request) takes well under a minute; 600 s leaves room for a CI machine whose
cores are shared (measured here: llama.cpp calls 3-5x slower under contention)."""

STARTUP_TIMEOUT_S = 120
"""Kernel start limit. UNMEASURED beyond this machine: ipykernel starts in ~2 s."""


def _notebooks() -> list[Path]:
    return sorted(NOTEBOOK_DIR.glob("*.ipynb"))


@pytest.fixture(scope="module")
def jupyter_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Jupyter data directory whose ``kernels/python3`` spec runs this interpreter."""
    root = tmp_path_factory.mktemp("jupyter")
    write_kernel_spec(
        root / "kernels" / "python3",
        overrides={"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]},
    )
    return root


def test_notebooks_are_stored_executed() -> None:
    """Every expected notebook is valid nbformat v4 with a python3 kernel, every code cell ran
    and has output, and its code is what produced that output."""
    from notebooks.execute import METADATA_KEY, source_digest

    found = [p.name for p in _notebooks()]
    assert found == sorted(EXPECTED), f"notebooks/ holds {found}; expected {sorted(EXPECTED)}"
    for path in _notebooks():
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
        assert nb.nbformat == 4
        assert nb.metadata.get("kernelspec", {}).get("name") == "python3", path.name
        code = [c for c in nb.cells if c.cell_type == "code" and c.source.strip()]
        not_run = [i for i, c in enumerate(code) if c.get("execution_count") is None]
        assert not not_run, f"{path.name}: code cells {not_run} were never run; run notebooks/execute.py"
        silent = sum(1 for c in code if not c.get("outputs"))
        assert silent < len(code), f"{path.name}: no cell shows any output; run notebooks/execute.py"
        recorded = nb.metadata.get(METADATA_KEY, {}).get("source_sha256")
        assert recorded == source_digest(nb), (
            f"{path.name}: its code changed since its outputs were produced; run "
            f"`python notebooks/execute.py {path.name[:2]}` and commit the result"
        )


@pytest.mark.model
@pytest.mark.parametrize("name", EXPECTED)
def test_notebook_runs(
    name: str, jupyter_dir: Path, tmp_path: Path, model_timer: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notebook executes top to bottom without a cell error (asserts inside count)."""
    monkeypatch.setenv("JUPYTER_PATH", str(jupyter_dir))
    spec = KernelSpecManager().get_kernel_spec("python3")
    assert spec.argv[0] == sys.executable, f"kernel spec {spec.resource_dir} runs {spec.argv[0]}"
    path = NOTEBOOK_DIR / name
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=CELL_TIMEOUT_S,
        startup_timeout=STARTUP_TIMEOUT_S,
        resources={"metadata": {"path": str(NOTEBOOK_DIR)}},
    )
    executed = tmp_path / name
    with model_timer.measure(f"notebook {name} (whole notebook; inner requests not counted)") as info:
        info["requests"] = 0
        try:
            client.execute()
        except (CellExecutionError, CellTimeoutError) as e:
            pytest.fail(f"{name}: a cell failed (executed copy: {executed}):\n{e}", pytrace=False)
        finally:
            nbformat.write(nb, executed)
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.get("execution_count") for c in code_cells), f"{name}: some code cells did not run"
