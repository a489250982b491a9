# cause: constantofshape_runtime_shape_no_matchcast
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_fill_half_3d():
    import logging
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    log = logging.getLogger("export_check")

    fill = numpy_helper.from_array(np.array([0.5], dtype=np.float16), "fill")
    node = helper.make_node("ConstantOfShape", ["dims"], ["out"], value=fill)
    g = helper.make_graph([node], "fill_const",
                          [helper.make_tensor_value_info("dims", TensorProto.INT64, [3])],
                          [helper.make_tensor_value_info("out", TensorProto.FLOAT16, ["a", "b", "c"])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 20)])
    log.info("importing %s (opset %d)", g.name, m.opset_import[0].version)
    mod = from_onnx(m)
    log.info("import ok, building")
    lib = tvm.compile(mod, target="llvm")
    log.info("build ok")
