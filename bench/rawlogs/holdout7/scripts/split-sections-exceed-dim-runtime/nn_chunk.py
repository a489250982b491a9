# cause: split-sections-exceed-dim-runtime
# expect: std::bad_alloc
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Chunk(nn.Module):
    def forward(self, x):
        a, b, c, d, e = nn.op.split(x, 5, axis=1)
        return e


def main():
    mod, _ = Chunk().export_tvm({"forward": {"x": nn.spec.Tensor((2, 3), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    r = vm["forward"](tvm.runtime.tensor(np.ones((2, 3), "float32")))
    print(r.shape)


main()
