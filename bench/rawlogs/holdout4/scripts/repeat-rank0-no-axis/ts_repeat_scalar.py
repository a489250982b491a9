# cause: repeat-rank0-no-axis
# expect: IndexError: Index out of range
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Broadcast:
    @R.function
    def main(bias: R.Tensor((), "float16")) -> R.Tensor((3,), "float16"):
        with R.dataflow():
            b = R.repeat(bias, 3)
            R.output(b)
        return b


if __name__ == "__main__":
    print("ret:", Broadcast["main"].ret_ty)
    ex = relax.build(Broadcast, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.array(1.5, "float16"))))
