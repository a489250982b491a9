# cause: llvm-codegen-bool-add
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class MaskCount:
    @R.function
    def main(mask: R.Tensor((2, 128), "bool")):
        with R.dataflow():
            pos = R.cumsum(mask, axis=1)
            R.output(pos)
        return pos

print("compiling MaskCount")
ex = tvm.compile(MaskCount, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 128), "bool"))))
