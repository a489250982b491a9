# cause: tvm_torch_index_put_short_indices
# expect: IndexPut requires the number of index tensors
# capture: combined
# env: TVM_BACKTRACE=1
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


class KVCacheWrite(torch.nn.Module):
    def forward(self, cache, pos, new):
        return cache.index_put((pos,), new, accumulate=True)


def main():
    cache = torch.zeros(16, 4, 8)
    ep = export(KVCacheWrite().eval(), (cache, torch.tensor([3]), torch.randn(1, 4, 8)))
    return from_exported_program(ep)


if __name__ == "__main__":
    with_retries(main)
