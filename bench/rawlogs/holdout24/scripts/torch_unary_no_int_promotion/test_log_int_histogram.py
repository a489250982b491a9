# cause: torch_unary_no_int_promotion
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.int32
# capture: pytest-line
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class LogHist(torch.nn.Module):
    def forward(self, hist):
        return torch.log(hist + 1)


def test_log_of_int_histogram():
    hist = torch.randint(0, 1000, (256,), dtype=torch.int32)
    mod = from_exported_program(export(LogHist(), (hist,)))
    assert mod is not None
