# cause: upsample_opset9_scales_input_ignored
# expect: object of type 'NoneType' has no len\(\)
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_upsample9_initializer():
    scales = numpy_helper.from_array(np.array([1.0, 1.0, 2.0, 2.0], np.float32), "scales")
    node = helper.make_node("Upsample", ["x", "scales"], ["y"], mode="nearest")
    g = helper.make_graph([node], "up9", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 3, 3])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 2, 6, 6])], [scales])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
    mod = from_onnx(model)
