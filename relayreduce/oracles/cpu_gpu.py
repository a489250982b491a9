"""cpu-gpu: llvm and cuda builds agree. Enabled only where a GPU is present."""

from ..case import Case
from .base import Unsupported, compare, execute, optional_references


def available() -> bool:
    from .. import tvm_adapter

    return tvm_adapter.target_available("cuda")


def check(case: Case) -> None:
    from .. import tvm_adapter

    if not available():
        raise Unsupported("cpu-gpu needs a CUDA device; none is present")
    results = {target: execute(case, tvm_adapter.lower(case.program), target=target) for target in ("llvm", "cuda")}
    compare(results["cuda"], results["llvm"], case, "cuda vs llvm", optional_references(case))
