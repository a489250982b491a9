# cause: torch_fp16_conv_transpose_bias_dtype
# expect: Binary operators must have the same datatype
# capture: pytest-short
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

def run_tvm(model, *inputs):
    ep = torch.export.export(model.eval(), tuple(inputs))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in inputs])
    return out[0].numpy()

def test_vocoder_upsampler_fp16():
    m = torch.nn.ConvTranspose1d(8, 4, 4, stride=2, padding=1).half()
    x = torch.rand(1, 8, 16).half()
    out = run_tvm(m, x)
    assert out.dtype == np.float16
