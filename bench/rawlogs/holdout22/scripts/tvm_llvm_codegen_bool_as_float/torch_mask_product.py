# cause: tvm_llvm_codegen_bool_as_float
# expect: Check failed: \(t\.MatchesCode
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

import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class BandMask(torch.nn.Module):
    """Keep scores inside a band: (score > lo) * (score < hi), as the original PyTorch code wrote it."""

    def forward(self, scores):
        keep = (scores > -1.0) * (scores < 1.0)
        return scores * keep.float()


def main():
    x = torch.randn(4, 64)
    mod = from_exported_program(export(BandMask().eval(), (x,)))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(x.numpy()))


if __name__ == "__main__":
    with_retries(main)
