# cause: tvm_torch_effect_token_input
# expect: Unsupported input kind
# capture: combined
import re
import sys

from loguru import logger

_HEX = re.compile(r"0x[0-9a-fA-F]{6,}")


def _sink(message):
    sys.stderr.write(_HEX.sub("0x<ptr>", str(message)))


logger.remove()
logger.add(_sink, level="INFO", colorize=False, backtrace=True, diagnose=True,
           format="{time:HH:mm:ss.SSS} {level: <8} {extra[job]} | {message}")
logger.configure(extra={"job": "ridge"})

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class Ridge(torch.nn.Module):
    def forward(self, x, y):
        a = x.T @ x + 0.1 * torch.eye(x.shape[1])
        return torch.linalg.solve(a, x.T @ y)


def main():
    ep = export(Ridge().eval(), (torch.randn(32, 5), torch.randn(32, 1)))
    mod = from_exported_program(ep)
    return mod


@logger.catch(message="unhandled error in job ridge", onerror=lambda _: sys.exit(1))
def entrypoint():
    main()


if __name__ == "__main__":
    entrypoint()
