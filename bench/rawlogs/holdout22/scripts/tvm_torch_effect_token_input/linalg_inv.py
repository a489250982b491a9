# cause: tvm_torch_effect_token_input
# expect: Unsupported input kind: InputKind\.TOKEN
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


class Whiten(torch.nn.Module):
    def forward(self, cov, x):
        return x @ torch.linalg.inv(cov)


def main():
    cov = torch.eye(8) * 2
    ep = export(Whiten().eval(), (cov, torch.randn(4, 8)))
    return from_exported_program(ep)


if __name__ == "__main__":
    log.info("job whiten starting")
    try:
        main()
    except Exception:
        log.exception("job whiten failed")
        sys.exit(2)
    log.info("job whiten done")
