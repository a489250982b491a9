# cause: tvm_torch_index_none_arange_broadcast
# expect: cannot broadcast index shapes
# env: TVM_BACKTRACE=1
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class CropGather(torch.nn.Module):
    """Gather a (5, 5) grid of pixels from every image and channel."""

    def __init__(self):
        super().__init__()
        ys = torch.arange(5).view(5, 1).expand(5, 5) * 2
        xs = torch.arange(5).view(1, 5).expand(5, 5) * 2
        self.register_buffer("ys", ys.contiguous())
        self.register_buffer("xs", xs.contiguous())

    def forward(self, img):
        return img[:, :, self.ys, self.xs]


def main():
    ep = export(CropGather().eval(), (torch.randn(2, 3, 16, 16),))
    mod = from_exported_program(ep)
    mod.show()


if __name__ == "__main__":
    logger.info("job crop-gather starting")
    try:
        main()
    except Exception:
        logger.exception("job crop-gather failed")
        sys.exit(1)
