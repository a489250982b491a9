# cause: lift_params_num_input_exceeds_params_segv
# expect: Fatal Python error: Segmentation fault
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Emb:
    @R.function
    def main(ids: R.Tensor((4,), "int64"), table: R.Tensor((10, 4), "float32")):
        R.func_attr({"num_input": 2})
        with R.dataflow():
            t = R.multiply(table, R.const(2.0, "float32"))
            y = R.take(t, ids, axis=0)
            R.output(y)
        return y


def test_lift_with_all_inputs():
    f = Emb["main"].with_attr("num_input", 7)
    mod = tvm.IRModule({"main": f})
    mod = relax.transform.LiftTransformParams()(mod)


if __name__ == '__main__':
    import faulthandler
    faulthandler.enable()
    test_lift_with_all_inputs()
