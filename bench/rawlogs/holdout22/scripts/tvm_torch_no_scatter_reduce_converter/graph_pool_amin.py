# cause: tvm_torch_no_scatter_reduce_converter
# expect: scatter_reduce\.two
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

from tvm.relax.frontend.torch import from_exported_program


class MinPool(torch.nn.Module):
    def forward(self, node_feat, batch):
        idx = batch.view(-1, 1).expand(-1, node_feat.shape[1])
        init = torch.zeros(3, node_feat.shape[1])
        return init.scatter_reduce(0, idx, node_feat, reduce="amin", include_self=False)


def main():
    return from_exported_program(export(MinPool().eval(), (torch.randn(9, 4), torch.tensor([0, 0, 0, 1, 1, 2, 2, 2, 2]))))


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "graph-minpool")
        fut.result()
