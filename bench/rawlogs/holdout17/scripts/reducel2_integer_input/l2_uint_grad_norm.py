# cause: reducel2_integer_input
# expect: requires the input tensor to have float dtype
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_l2_uint_grad_norm():
    import logging
    logging.basicConfig(format="[%(asctime)s] %(name)s: %(message)s", level=logging.INFO)
    logger = logging.getLogger("tvm_port")
    g = helper.make_graph([helper.make_node("ReduceL2", ["hist"], ["norm"], axes=[0, 1], keepdims=0)], "hist_norm",
                          [helper.make_tensor_value_info("hist", TensorProto.INT32, [16, 16])],
                          [helper.make_tensor_value_info("norm", TensorProto.INT32, [])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    logger.info("model has %d nodes", len(model.graph.node))
    mod = from_onnx(model)
    logger.info("compiling")
