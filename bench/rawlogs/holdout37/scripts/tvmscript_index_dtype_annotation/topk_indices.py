# cause: tvmscript_index_dtype_annotation
# expect: Invalid annotation. Got rhs value type
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

print("building top-3 retrieval module")


@tvm.script.ir_module
class Top3:
    @R.function
    def main(sim: R.Tensor((4, 50), "float32")):
        with R.dataflow():
            vals_idx = R.topk(sim, k=3, axis=-1, ret_type="both", largest=True)
            idx: R.Tensor((4, 3), "int64") = vals_idx[1]
            R.output(idx)
        return idx


vm = relax.VirtualMachine(tvm.compile(Top3, target="llvm"), tvm.cpu())
