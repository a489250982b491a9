# cause: schedule_block_name_not_found
# expect: Cannot find a block with the name: \w+
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((8, 128), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


def test_parallel_relu():
    from tvm import s_tir
    mod = relax.transform.LegalizeOps()(Act)
    print(mod.script())
    sch = s_tir.Schedule(mod)
    sch.work_on("relu")
    b = sch.get_sblock("T_relu")
    sch.parallel(sch.get_loops(b)[0])
