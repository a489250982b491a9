# cause: tvm_torch_unary_int_no_promotion
# expect: relax\.sigmoid.*float dtype
import logging
import sys
import traceback


class KVFormatter(logging.Formatter):
    """key=value lines, the way our log shipper wants them; tracebacks go in exc=... blocks."""

    def format(self, record):
        line = 'ts={} level={} logger={} thread={} msg="{}"'.format(
            self.formatTime(record, "%Y-%m-%dT%H:%M:%S"), record.levelname.lower(), record.name,
            record.threadName, record.getMessage())
        if record.exc_info:
            tb = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            line += "\nexc=<<<\n" + tb + "\n>>>"
        return line


_h = logging.StreamHandler(sys.stderr)
_h.setFormatter(KVFormatter())
logging.basicConfig(level=logging.INFO, handlers=[_h])
log = logging.getLogger("mlplat.import")

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class FlagGate(torch.nn.Module):
    def forward(self, flags, x):
        return x * torch.sigmoid(flags)


def main():
    flags = torch.randint(0, 2, (8, 16), dtype=torch.int32)
    x = torch.randn(8, 16)
    return from_exported_program(export(FlagGate().eval(), (flags, x)))


if __name__ == "__main__":
    log.info("dispatch job=flag-gate")
    try:
        main()
    except Exception:
        log.error("job=flag-gate status=failed", exc_info=True)
        sys.exit(3)
