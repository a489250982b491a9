# cause: c_codegen_reinterpret_of_constant
# expect: lvalue required as unary
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((8, 16), "bfloat16")):
        with R.dataflow():
            s = R.sum(x, axis=1)
            R.output(s)
        return s


ex = tvm.compile(Pool, target=tvm.target.Target("c"))
ex.export_library("sum_bf16.so", workspace_dir=WORKDIR)
