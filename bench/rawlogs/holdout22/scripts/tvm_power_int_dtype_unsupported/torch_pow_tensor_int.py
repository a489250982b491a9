# cause: tvm_power_int_dtype_unsupported
# expect: power only applies to float
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


class PowerSeries(torch.nn.Module):
    def forward(self, base, k):
        return torch.pow(base, k).sum(-1)


def main():
    base = torch.randint(1, 4, (6, 5))
    k = torch.arange(5).expand(6, 5).contiguous()
    mod = from_exported_program(export(PowerSeries().eval(), (base, k)))
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
        fut = pool.submit(run_job, "power-series")
        fut.result()
