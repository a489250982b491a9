# cause: tvm_torch_no_scatter_reduce_converter
# expect: scatter_reduce
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


class ScatterMean(torch.nn.Module):
    def forward(self, src, index):
        return torch.zeros(6, 2).scatter_reduce(0, index, src, reduce="mean", include_self=False)


def main():
    src = torch.randn(10, 2)
    index = torch.randint(0, 6, (10, 2))
    return from_exported_program(export(ScatterMean().eval(), (src, index)))


if __name__ == "__main__":
    log.info("dispatch job=scatter-mean")
    try:
        main()
    except Exception:
        log.error("job=scatter-mean status=failed", exc_info=True)
        sys.exit(3)
