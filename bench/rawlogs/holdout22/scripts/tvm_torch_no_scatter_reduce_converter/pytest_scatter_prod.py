# cause: tvm_torch_no_scatter_reduce_converter
# expect: Unsupported function types
# capture: pytest-short
import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class BagProduct(torch.nn.Module):
    def forward(self, vals, bag):
        return torch.ones(5).scatter_reduce(0, bag, vals, reduce="prod")


def main():
    from_exported_program(export(BagProduct().eval(), (torch.rand(12), torch.randint(0, 5, (12,)))))


def test_bag_product_imports():
    main()
