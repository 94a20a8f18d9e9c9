"""Assembly of GGUF part packages: verification, errors naming the package, atomicity, locking.

Fake part packages (tiny modules with ``get_part_path()``) stand in for the real ones.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import multiprocessing
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from prompt_toolcall.errors import ModelError
from prompt_toolcall.local import assemble
from prompt_toolcall.local.assemble import ensure_model, get_cache_dir, is_assembled, locate_part
from prompt_toolcall.local.models import MODELS, ModelSpec, PartSpec, get_model_spec


def _make_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sizes: list[int]) -> ModelSpec:
    """Fake part packages on sys.path, each serving a random data file; the spec records the hashes."""
    pkg_root = tmp_path / "site"
    pkg_root.mkdir()
    tag = uuid.uuid4().hex[:8]
    parts: list[PartSpec] = []
    whole = hashlib.sha256()
    for i, size in enumerate(sizes, start=1):
        module = f"tcfake_{tag}_part{i}"
        pkg = pkg_root / module
        (pkg / "data").mkdir(parents=True)
        data = os.urandom(size)
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(data)
        (pkg / "__init__.py").write_text(
            "import os\n"
            "def get_part_path():\n"
            "    here = os.path.dirname(os.path.abspath(__file__))\n"
            f"    return os.path.join(here, 'data', 'part{i:02d}.bin')\n"
        )
        whole.update(data)
        parts.append(
            PartSpec(
                distribution=f"tcfake-{tag}-part{i}",
                version="1.0",
                size=size,
                sha256=hashlib.sha256(data).hexdigest(),
                module=module,
            )
        )
    monkeypatch.syspath_prepend(str(pkg_root))
    return ModelSpec(
        key=f"fake-{tag}",
        filename=f"fake-{tag}.gguf",
        size=sum(sizes),
        sha256=whole.hexdigest(),
        parts=tuple(parts),
        upstream="test",
        license="test",
        description="fake",
    )


def _part_file(part: PartSpec) -> Path:
    return locate_part(part)


def _expected_bytes(spec: ModelSpec) -> bytes:
    return b"".join(_part_file(p).read_bytes() for p in spec.parts)


def _leftovers(directory: Path, spec: ModelSpec) -> list[str]:
    keep = {spec.filename, spec.filename + ".sha256ok", spec.filename + ".lock"}
    return sorted(p.name for p in directory.iterdir() if p.name not in keep)


def test_assembles_parts_in_order_into_a_missing_nested_cache_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [1000, 3000, 17])
    cache = tmp_path / "does" / "not" / "exist"
    path = ensure_model(spec, cache_dir=cache, progress=False)
    assert path == cache / spec.filename
    assert path.read_bytes() == _expected_bytes(spec)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == spec.sha256
    assert is_assembled(spec, cache)
    assert _leftovers(cache, spec) == []


def test_env_var_chooses_the_cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [64, 64])
    monkeypatch.setenv("TOOLCALL_CACHE_DIR", str(tmp_path / "envcache"))
    assert get_cache_dir() == tmp_path / "envcache"
    path = ensure_model(spec, progress=False)
    assert path.parent == tmp_path / "envcache"
    assert path.read_bytes() == _expected_bytes(spec)


def test_verified_marker_skips_rehashing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [500, 500])
    ensure_model(spec, cache_dir=tmp_path / "c", progress=False)

    def boom(*args: object, **kwargs: object) -> str:
        raise AssertionError("re-hashed a verified file")

    monkeypatch.setattr(assemble, "_copy_hashing", boom)
    assert ensure_model(spec, cache_dir=tmp_path / "c", progress=False).exists()


def test_a_file_changed_after_verification_is_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [400, 400])
    cache = tmp_path / "c"
    path = ensure_model(spec, cache_dir=cache, progress=False)
    data = bytearray(path.read_bytes())
    data[10] ^= 0xFF
    path.write_bytes(bytes(data))
    os.utime(path, ns=(1, 1))  # a different mtime, as any rewrite would give
    assert not is_assembled(spec, cache)
    ensure_model(spec, cache_dir=cache, progress=False)
    assert path.read_bytes() == _expected_bytes(spec)


def test_corrupted_part_names_the_package_to_reinstall(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [256, 256, 256])
    bad = _part_file(spec.parts[1])
    data = bytearray(bad.read_bytes())
    data[100] ^= 0x01  # flip one bit, same size
    bad.write_bytes(bytes(data))
    cache = tmp_path / "c"
    with pytest.raises(ModelError) as info:
        ensure_model(spec, cache_dir=cache, progress=False)
    text = str(info.value)
    assert "sha256" in text
    assert f"pip install --force-reinstall {spec.parts[1].distribution}==1.0" in text
    assert spec.parts[0].distribution not in text
    assert not (cache / spec.filename).exists()
    assert _leftovers(cache, spec) == []  # the temp file was removed


def test_missing_part_package_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [32, 32])
    ghost = PartSpec("tcghost-part9", "0.2.0", 32, "0" * 64, "tcghost_part9_not_installed")
    spec = dataclasses.replace(spec, parts=(*spec.parts, ghost))
    with pytest.raises(ModelError, match=r"pip install --force-reinstall tcghost-part9==0\.2\.0"):
        ensure_model(spec, cache_dir=tmp_path / "c", progress=False)
    assert not (tmp_path / "c" / spec.filename).exists()


def test_truncated_part_file_is_reported_before_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [128, 128])
    _part_file(spec.parts[0]).write_bytes(b"short")
    with pytest.raises(ModelError, match="has 5 bytes; expected 128") as info:
        ensure_model(spec, cache_dir=tmp_path / "c", progress=False)
    assert spec.parts[0].distribution in str(info.value)


def test_an_existing_file_without_marker_is_verified_not_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _make_spec(tmp_path, monkeypatch, [300, 300])
    cache = tmp_path / "c"
    cache.mkdir()
    (cache / spec.filename).write_bytes(_expected_bytes(spec))

    def no_assembly(*args: object, **kwargs: object) -> None:
        raise AssertionError("rebuilt a file that was already correct")

    monkeypatch.setattr(assemble, "_assemble", no_assembly)
    ensure_model(spec, cache_dir=cache, progress=False)
    assert is_assembled(spec, cache)


def _worker(spec: ModelSpec, cache: str, results: multiprocessing.Queue[str]) -> None:
    try:
        path = ensure_model(spec, cache_dir=cache, progress=False)
        results.put(hashlib.sha256(path.read_bytes()).hexdigest())
    except BaseException as e:  # report, never hang the parent
        results.put(f"error: {e!r}")


def _race(spec: ModelSpec, cache: Path, n: int = 3) -> list[str]:
    ctx = multiprocessing.get_context("fork")
    results: multiprocessing.Queue[str] = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(spec, str(cache), results)) for _ in range(n)]
    for p in procs:
        p.start()
    out = [results.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    return out


@pytest.mark.parametrize("with_lock", [True, False], ids=["locked", "lock-unavailable"])
def test_processes_assembling_at_once_leave_one_correct_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, with_lock: bool
) -> None:
    """Without the lock (a platform without file locks) temp files + os.replace must still hold."""
    spec = _make_spec(tmp_path, monkeypatch, [1 << 20, 1 << 20, 1 << 20])
    monkeypatch.setattr(assemble, "CHUNK_SIZE", 4096)  # many small writes: the runs interleave
    if not with_lock:

        @contextlib.contextmanager
        def no_lock(path: Path) -> Iterator[None]:
            yield

        monkeypatch.setattr(assemble, "_file_lock", no_lock)
    cache = tmp_path / "shared"
    results = _race(spec, cache)
    assert results == [spec.sha256] * 3
    assert (cache / spec.filename).read_bytes() == _expected_bytes(spec)
    assert is_assembled(spec, cache)
    assert _leftovers(cache, spec) == []


def test_registry_parts_add_up() -> None:
    for spec in MODELS.values():
        assert sum(p.size for p in spec.parts) == spec.size
        assert len({p.distribution for p in spec.parts}) == len(spec.parts)
        for p in spec.parts:
            assert p.module == p.distribution.replace("-", "_")
            assert len(p.sha256) == 64
            int(p.sha256, 16)


def test_installed_part_packages_match_the_registry() -> None:
    """The packages pinned in pyproject are installed and every part file has the recorded size."""
    for spec in MODELS.values():
        for part in spec.parts:
            assert locate_part(part).stat().st_size == part.size


def test_unknown_model_lists_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"qwen2\.5-coder-1\.5b"):
        get_model_spec("gpt-5")
