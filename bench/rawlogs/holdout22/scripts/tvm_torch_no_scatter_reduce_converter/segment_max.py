# cause: tvm_torch_no_scatter_reduce_converter
# expect: Unsupported function types \['scatter_reduce\.two'\]
import logging
import sys
import time

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s - %(message)s")
log = logging.getLogger("mlplat.retry")


def with_retries(fn, attempts=3, backoff=0.1):
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001
            first = (str(exc).strip().splitlines() or [""])[0]
            log.warning("attempt %d/%d of %s failed: %s: %s", attempt, attempts, fn.__name__,
                        type(exc).__name__, first)
            if attempt == attempts:
                log.error("giving up on %s after %d attempts", fn.__name__, attempts)
                raise
            time.sleep(backoff * attempt)

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class SegmentMax(torch.nn.Module):
    def forward(self, x, seg):
        out = torch.full((4, x.shape[1]), -1e9)
        return out.scatter_reduce(0, seg.unsqueeze(1).expand_as(x), x, reduce="amax")


def main():
    x = torch.randn(10, 8)
    seg = torch.tensor([0, 0, 1, 1, 1, 2, 2, 3, 3, 3])
    return from_exported_program(export(SegmentMax().eval(), (x, seg)))


if __name__ == "__main__":
    with_retries(main)
