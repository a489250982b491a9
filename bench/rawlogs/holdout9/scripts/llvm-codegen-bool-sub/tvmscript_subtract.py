# cause: llvm-codegen-bool-sub
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Diff:
    @R.function
    def main(prev: R.Tensor((1, 10, 10), "bool"), cur: R.Tensor((1, 10, 10), "bool")):
        with R.dataflow():
            d = R.subtract(cur, prev)
            R.output(d)
        return d

ex = relax.build(Diff, target="llvm")
