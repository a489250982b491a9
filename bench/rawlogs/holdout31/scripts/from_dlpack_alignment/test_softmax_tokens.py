# cause: from_dlpack_alignment
# expect: FromDLPack: Data is not aligned to 64 bytes
# capture: pytest-native
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Head:
    @R.function
    def main(h: R.Tensor((7, 4), "float32")):
        with R.dataflow():
            y = R.nn.softmax(h, axis=-1)
            R.output(y)
        return y


def test_softmax_on_tokens_without_bos():
    ex = tvm.compile(Head, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    hidden = torch.randn(8, 4, generator=torch.Generator().manual_seed(1))
    tokens = hidden[1:]  # drop BOS
    out = vm["main"](tvm.runtime.from_dlpack(tokens))
    probs = torch.from_dlpack(out)
    torch.testing.assert_close(probs.sum(-1), torch.ones(7))
