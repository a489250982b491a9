# cause: user_from_onnx_given_path_not_model
# expect: '(str|PosixPath|bytes)' object has no attribute 'ir_version'
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_path_string():
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "relu",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])])
    onnx.save(helper.make_model(g), "relu.onnx")
    mod = from_onnx("relu.onnx", shape_dict={"x": [1, 4]})
