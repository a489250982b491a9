# cause: dataflow_var_not_output
# expect: Undefined variable: (v_new|vc)
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("building KV update")


@I.ir_module
class KV:
    @R.function
    def update(k: R.Tensor((1, "L", 8), "float32"), v: R.Tensor((1, "L", 8), "float32"), kn: R.Tensor((1, 1, 8), "float32"), vn: R.Tensor((1, 1, 8), "float32")):
        with R.dataflow():
            kc = R.concat([k, kn], axis=1)
            vc = R.concat([v, vn], axis=1)
            R.output(kc)
        return (kc, vc)
