# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
import numpy as np
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskCount:
    @R.function
    def main(mask: R.Tensor((1, 12), "bool")):
        with R.dataflow():
            run = R.cumsum(mask, axis=1)
            R.output(run)
        return run


print(MaskCount)
ex = tvm.compile(MaskCount, target="llvm")
