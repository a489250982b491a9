# cause: repeat-rank0-no-axis
# expect: manipulate\.py[\s\S]*Index out of range\. size: 0, got index 0
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Tile:
    @R.function
    def main(bias: R.Tensor((), "int32"), x: R.Tensor((5,), "int32")) -> R.Tensor((5,), "int32"):
        with R.dataflow():
            b = R.repeat(bias, repeats=5)
            y = R.add(x, b)
            R.output(y)
        return y


Tile.show()
print("inferred:", Tile["main"].body.blocks[0].bindings[0].var.ty)
ex = tvm.compile(Tile, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.array(2, "int32"), np.arange(5, dtype="int32")))
