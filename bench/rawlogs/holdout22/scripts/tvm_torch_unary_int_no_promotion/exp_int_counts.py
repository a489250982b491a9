# cause: tvm_torch_unary_int_no_promotion
# expect: requires the input tensor to have float dtype
# capture: combined
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


class CountWeights(torch.nn.Module):
    def forward(self, counts):
        # torch promotes int64 -> float32 for exp
        w = torch.exp(-counts)
        return w / w.sum(dim=-1, keepdim=True)


def main():
    counts = torch.randint(0, 10, (4, 50))
    mod = from_exported_program(export(CountWeights().eval(), (counts,)))
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
        fut = pool.submit(run_job, "count-weights")
        fut.result()
