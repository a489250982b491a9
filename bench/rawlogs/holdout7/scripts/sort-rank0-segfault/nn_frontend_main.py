# cause: sort-rank0-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Sorter(nn.Module):
    def forward(self, x):
        return nn.op.sort(x, axis=-1)


def main():
    m, _ = Sorter().export_tvm({"forward": {"x": nn.spec.Tensor((), "float32")}})
    relax.VirtualMachine(tvm.compile(m, "llvm"), tvm.cpu())["forward"](tvm.runtime.tensor(np.array(1.0, "float32")))
    bb = relax.BlockBuilder()
    x = relax.Var("score", relax.TensorType((), "float16"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.sort(x, descending=True)))
    ex = relax.build(bb.get(), "llvm")
    out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(np.array(0.5, "float16")))
    print(out)


if __name__ == "__main__":
    main()
