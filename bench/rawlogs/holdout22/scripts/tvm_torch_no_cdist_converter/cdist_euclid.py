# cause: tvm_torch_no_cdist_converter
# expect: Unsupported function types \['_cdist_forward\.default'\]
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.frontend")

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class PairDist(torch.nn.Module):
    def forward(self, a, b):
        return torch.cdist(a, b)


def main():
    ep = export(PairDist().eval(), (torch.randn(2, 10, 8), torch.randn(2, 12, 8)))
    return from_exported_program(ep)


if __name__ == "__main__":
    log.info("job pairdist starting")
    try:
        main()
    except Exception:
        log.exception("job pairdist failed")
        sys.exit(2)
    log.info("job pairdist done")
