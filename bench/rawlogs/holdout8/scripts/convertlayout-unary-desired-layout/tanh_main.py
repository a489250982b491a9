# cause: convertlayout-unary-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: combined
import logging
import tvm
from tvm import relax
from tvm.script import relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 3, 5, 5), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.tanh(x))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    layouts = {"relax.tanh": ["NHWC"]}
    logging.info("desired layouts: %s", layouts)
    mod = relax.transform.ConvertLayout(layouts)(bb.get())
    logging.info("done")


main()
