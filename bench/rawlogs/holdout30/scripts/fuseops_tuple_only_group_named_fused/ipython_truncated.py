# cause: fuseops_tuple_only_group_named_fused
# expect: func_info_\.global_name != "fused"
# capture: ipython
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Cache:
    @R.function
    def main(
        k: R.Tensor((1, 4, 16), "float16"), v: R.Tensor((1, 4, 16), "float16")
    ):
        with R.dataflow():
            k2 = R.multiply(k, R.const(0.5, "float16"))
            kv = (k2, v)
            layer = (kv, k2)
            cur = layer[0]
            val = cur[1]
            R.output(val)
        return val


target = tvm.target.Target("llvm")
with target:
    mod = relax.backend.cpu_generic.get_default_pipeline(target)(Cache)
mod.show()
