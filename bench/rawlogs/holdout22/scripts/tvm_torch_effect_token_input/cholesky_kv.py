# cause: tvm_torch_effect_token_input
# expect: InputKind\.TOKEN
# env: TVM_BACKTRACE=1
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


class GaussianSampler(torch.nn.Module):
    def forward(self, cov, eps):
        L = torch.linalg.cholesky(cov)
        return eps @ L.T


def main():
    a = torch.randn(6, 6)
    cov = a @ a.T + torch.eye(6)
    return from_exported_program(export(GaussianSampler().eval(), (cov, torch.randn(10, 6))))


if __name__ == "__main__":
    log.info("dispatch job=gauss-sampler")
    try:
        main()
    except Exception:
        log.error("job=gauss-sampler status=failed", exc_info=True)
        sys.exit(3)
