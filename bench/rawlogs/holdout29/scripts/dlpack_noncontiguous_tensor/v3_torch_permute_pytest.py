# cause: dlpack_noncontiguous_tensor
# expect: FromDLPack: Tensor is not contiguous
# capture: pytest-short
import numpy as np
import torch
import tvm
from tvm import relax, topi
from tvm.script import relax as R


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 16, 16, 3), "float32"))
    with bb.function("main", [x]):
        y = bb.emit_te(topi.nn.relu, x)
        bb.emit_func_output(y)
    return tvm.compile(bb.get(), target="llvm")


def test_nhwc_from_torch_nchw():
    vm = relax.VirtualMachine(build(), tvm.cpu())
    img = torch.rand(1, 3, 16, 16)
    nhwc = img.permute(0, 2, 3, 1)
    out = vm["main"](tvm.runtime.from_dlpack(nhwc))
    np.testing.assert_allclose(out.numpy(), nhwc.numpy())
