# cause: upsample_opset9_scales_input_ignored
# expect: object of type 'NoneType' has no len\(\)
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_upsample9_dynamic_batch():
    g = helper.make_graph([helper.make_node("Upsample", ["x", "s"], ["y"])], "up9_dyn",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 4, "H", "W"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(np.array([1.0, 1.0, 3.0, 3.0], np.float32), "s")])
    mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)]))
