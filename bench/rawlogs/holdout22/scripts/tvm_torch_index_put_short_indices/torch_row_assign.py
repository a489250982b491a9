# cause: tvm_torch_index_put_short_indices
# expect: IndexPut requires the number of index tensors \(1\) to match the data tensor dimensions \(2\)
# post: crlf
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


class ResetRows(torch.nn.Module):
    def forward(self, state, rows):
        return torch.index_put(state, (rows,), torch.zeros(state.shape[1]))


def main():
    ep = export(ResetRows().eval(), (torch.randn(8, 16), torch.tensor([1, 5])))
    return from_exported_program(ep)


if __name__ == "__main__":
    log.info("job reset-rows starting")
    try:
        main()
    except Exception:
        log.exception("job reset-rows failed")
        sys.exit(2)
    log.info("job reset-rows done")
