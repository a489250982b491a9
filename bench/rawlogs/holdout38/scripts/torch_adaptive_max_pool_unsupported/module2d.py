# cause: torch_adaptive_max_pool_unsupported
# expect: Unsupported function types \['adaptive_max_pool2d.default'\]
# capture: stderr
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

m = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.AdaptiveMaxPool2d((2, 2)))
print(run_tvm(m, torch.rand(1, 3, 10, 10)).shape)
