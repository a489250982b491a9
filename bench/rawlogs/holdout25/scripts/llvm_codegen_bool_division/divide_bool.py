# cause: llvm_codegen_bool_division
# expect: Check failed: \(dtype\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Ratio:
    @R.function
    def main(a: R.Tensor(("n",), "bool"), b: R.Tensor(("n",), "bool")):
        with R.dataflow():
            r = R.divide(a, b)
            R.output(r)
        return r


ex = tvm.compile(Ratio, "llvm")
