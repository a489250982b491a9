# cause: tvm_torch_no_cdist_converter
# expect: _cdist_forward\.default
# capture: combined
# post: crlf
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
from tvm.relax.frontend.torch import from_exported_program


class ProtoHead(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.protos = torch.nn.Parameter(torch.randn(10, 16))
        self.enc = torch.nn.Linear(32, 16)

    def forward(self, x):
        z = self.enc(x)
        return -torch.cdist(z, self.protos).pow(2)


def main():
    mod = from_exported_program(export(ProtoHead().eval(), (torch.randn(8, 32),)))
    return tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    with_retries(main)
