"""cpu-gpu: llvm and cuda builds agree. Enabled only where a GPU is present."""

from ..case import Case
from .base import Unsupported, compare


def available() -> bool:
    from .. import tvm_adapter

    return tvm_adapter.target_available("cuda")


def check(case: Case) -> None:
    from .. import tvm_adapter

    if not available():
        raise Unsupported("cpu-gpu needs a CUDA device; none is present")
    results = {}
    for target in ("llvm", "cuda"):
        executable = tvm_adapter.build(tvm_adapter.lower(case.program), target, case.oracle.pipeline)
        results[target] = tvm_adapter.run_executable(executable, case.input_arrays, target, case.program.entry)
    compare(results["cuda"], results["llvm"], case, "cuda vs llvm")
