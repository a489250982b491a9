# cause: tvm_llvm_codegen_bool_as_float
# expect: kDLFloat
# capture: combined
# env: TVM_BACKTRACE=1
import concurrent.futures
import logging
import sys

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(processName)s/%(threadName)s %(name)s | %(message)s")
log = logging.getLogger("mlplat.worker")


class CompileJobError(RuntimeError):
    """Raised by the worker pool when a model job fails."""

import torch
from torch.export import export

import tvm
from tvm.relax.frontend.torch import from_exported_program


class LogSumPair(torch.nn.Module):
    def forward(self, a, b):
        return torch.logaddexp(a, b)


def main():
    a, b = torch.randn(8, 32), torch.randn(8, 32)
    ep = export(LogSumPair().eval(), (a, b))
    mod = from_exported_program(ep)
    print("[import] relax module ready, compiling for llvm")
    return tvm.compile(mod, target="llvm")


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "logsumpair")
        fut.result()
