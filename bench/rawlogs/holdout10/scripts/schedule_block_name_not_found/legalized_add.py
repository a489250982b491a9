# cause: schedule_block_name_not_found
# expect: Cannot find a block with the name: \w+
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_vectorize_add():
    from tvm import s_tir
    @I.ir_module
    class A:
        @R.function
        def main(a: R.Tensor((256,), "float32"), b: R.Tensor((256,), "float32")):
            with R.dataflow():
                c = R.add(a, b)
                R.output(c)
            return c

    mod = relax.transform.LegalizeOps()(A)
    sch = s_tir.Schedule(mod)
    sch.work_on("add")
    blk = sch.get_sblock("add")
    sch.vectorize(sch.get_loops(blk)[0])
